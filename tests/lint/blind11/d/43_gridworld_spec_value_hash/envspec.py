from typing import NamedTuple


class GridSpec(NamedTuple):
    """Static description of a gridworld layout."""
    height: int
    width: int
    n_actions: int = 4
    slip: float = 0.1

    @property
    def n_states(self):
        return self.height * self.width
