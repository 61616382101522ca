"""The ``jaxcheck`` command: a thin shell over the library, one module per subcommand."""
