class KleinGordonConfig:
    def __init__(self, mass=1.0, coupling=0.5, n_colloc=96):
        self.mass = mass
        self.coupling = coupling
        self.n_colloc = n_colloc


def config_for_stage(stage):
    return KleinGordonConfig(mass=1.0, coupling=0.5, n_colloc=96)
