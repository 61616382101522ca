class LossWeights:
    """Ramp the PDE residual weight in over the first few steps."""

    def __init__(self, ramp_steps, final_residual_weight=1):
        self.ramp_steps = ramp_steps
        self.final = final_residual_weight

    def residual_weight(self, step):
        return min(self.final, step / self.ramp_steps)
