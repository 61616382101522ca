class SolverSettings:
    def __init__(self, min_headway=3.0, dwell_buffer=1.0):
        self.min_headway = min_headway
        self.dwell_buffer = dwell_buffer
