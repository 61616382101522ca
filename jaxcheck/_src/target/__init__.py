"""Targets before anything runs: ``module:function`` to a callable, and the entries
``check`` and ``baseline`` select."""
