class EvalSpec:
    """Settings for a batch of goal-conditioned evaluation episodes."""

    def __init__(self, horizon, action_scale, success_radius):
        self.horizon = horizon
        self.action_scale = action_scale
        self.success_radius = success_radius
