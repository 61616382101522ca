"""A function target's arguments: the ``--args`` language and example factories."""
