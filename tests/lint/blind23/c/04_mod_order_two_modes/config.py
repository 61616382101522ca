from dataclasses import dataclass


@dataclass(frozen=True)
class LinkConfig:
    mod_order: int
    n_sym: int = 4096


SCHEDULE = [LinkConfig(4), LinkConfig(16), LinkConfig(4), LinkConfig(16), LinkConfig(16), LinkConfig(4)]
