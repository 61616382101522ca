class ControllerConfig:
    def __init__(self, q_pos=1.0, q_vel=0.1, r=0.01, dt=0.05):
        self.q_pos = q_pos
        self.q_vel = q_vel
        self.r = r
        self.dt = dt
