from dataclasses import dataclass


@dataclass(unsafe_hash=True)
class HerdProfile:
    name: str
    housing: str
    visits: int = 0
