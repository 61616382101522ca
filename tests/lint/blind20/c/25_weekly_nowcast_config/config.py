class IntegratorConfig:
    def __init__(self, n_steps=14, dt=0.5, method="euler"):
        self.n_steps = n_steps
        self.dt = dt
        self.method = method

    def __repr__(self):
        return f"IntegratorConfig(n_steps={self.n_steps}, dt={self.dt}, method={self.method!r})"


def integrator_config(region_settings):
    return IntegratorConfig(
        n_steps=region_settings.get("n_steps", 14),
        dt=region_settings.get("dt", 0.5),
    )
