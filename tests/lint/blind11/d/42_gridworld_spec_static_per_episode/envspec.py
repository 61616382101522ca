class GridSpec:
    """Static description of a gridworld layout."""

    def __init__(self, height, width, n_actions=4, slip=0.1):
        self.height = height
        self.width = width
        self.n_actions = n_actions
        self.slip = slip

    @property
    def n_states(self):
        return self.height * self.width
