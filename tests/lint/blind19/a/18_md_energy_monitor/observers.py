from potential import total_energy


class EnergyLogger:
    def __init__(self, box, every=2):
        self.box = box
        self.every = every
        self.history = []

    def __call__(self, step, pos, vel):
        if step % self.every == 0:
            e = total_energy(pos, vel, self.box)
            self.history.append(float(e))
