import numpy as np
import jax.numpy as jnp

from solvers import make_stepper

N = 200
D = 0.5
R = 1.0


def main():
    x = np.linspace(0.0, 40.0, N)
    dx = float(x[1] - x[0])
    dt = 0.2 * dx**2 / D
    u = jnp.asarray((x < 4.0).astype(np.float32))
    front = []
    for window in range(6):
        stepper = make_stepper(D, R, dx, dt)
        u = stepper(u)
        front.append(float(x[int(np.argmax(np.asarray(u) < 0.5))]))
    speeds = np.diff(front) / (20 * dt)
    print("front positions:", np.round(front, 2))
    print("estimated speed:", round(float(speeds[-3:].mean()), 3), "theory:", round(2 * np.sqrt(D * R), 3))


if __name__ == "__main__":
    main()
