import jax.numpy as jnp

from controller import DT, MPCController


class PlantServer:
    def __init__(self):
        self.x = jnp.array([0.0, 0.0])

    def read(self):
        return self.x

    def write(self, u):
        self.x = self.x + DT * jnp.array([self.x[1], u])


def main():
    ctrl = MPCController()
    plant = PlantServer()
    for tick in range(8):
        u = ctrl.act(plant.read(), 1.0)
        plant.write(u)
    print(plant.x)


if __name__ == "__main__":
    main()
