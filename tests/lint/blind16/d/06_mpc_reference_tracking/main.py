import jax.numpy as jnp
import numpy as np

from controller import DT, TrackingMPC

T_TOTAL = 30
HORIZON = 8


def main():
    ts = np.arange(T_TOTAL) * DT
    reference = jnp.asarray(np.sin(2.0 * ts), jnp.float32)
    mpc = TrackingMPC(reference, HORIZON)
    x = jnp.array([0.0, 0.0])
    u = jnp.zeros(HORIZON)
    errs = []
    for t in range(T_TOTAL):
        u = mpc.act(x, t, u)
        pos, vel = x
        vel = vel + DT * u[0]
        pos = pos + DT * vel
        x = jnp.stack([pos, vel])
        errs.append(float(abs(pos - reference[t])))
    print("mean tracking error", np.mean(errs))


if __name__ == "__main__":
    main()
