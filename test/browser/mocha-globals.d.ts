// Browser tests run under mocha (web-test-runner), which provides describe/it/afterEach as globals.
/// <reference types="mocha" />
