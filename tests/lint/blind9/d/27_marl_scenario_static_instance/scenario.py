class PursuitScenario:
    """Physical constants of a predator-prey arena."""

    def __init__(self, n_predators, arena_size, predator_speed, prey_speed, capture_radius):
        self.n_predators = n_predators
        self.arena_size = arena_size
        self.predator_speed = predator_speed
        self.prey_speed = prey_speed
        self.capture_radius = capture_radius


def scenario_for_stage(stage):
    # prey gets faster as the curriculum advances
    return PursuitScenario(n_predators=3, arena_size=1.0, predator_speed=0.05,
                           prey_speed=0.02 + 0.01 * min(stage, 3), capture_radius=0.08)
