import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def berth_cost(vessel_len, berth_len, eta_h, closed):
    fits = vessel_len[:, None] <= berth_len[None, :]
    cost = eta_h[:, None] + 0.02 * jnp.abs(berth_len[None, :] - vessel_len[:, None])
    cost = jnp.where(fits & ~closed[None, :], cost, jnp.inf)
    return jnp.argmin(cost, axis=1)


class Terminal:
    def __init__(self, berth_len):
        self.berth_len = np.asarray(berth_len, np.float32)
        self.closed = np.zeros(len(berth_len), bool)

    def close(self, i):
        self.closed = self.closed.copy()
        self.closed[i] = True

    def reopen_all(self):
        self.closed = np.zeros_like(self.closed)

    def allocate(self, vessel_len, eta_h):
        return berth_cost(vessel_len, self.berth_len, eta_h, self.closed)


def main():
    rng = np.random.default_rng(8)
    t = Terminal([200, 240, 280, 320, 360, 400])
    for day in range(7):
        if day == 2:
            t.close(3)
        if day == 5:
            t.reopen_all()
        vl = rng.uniform(150, 390, 12).astype(np.float32)
        eta = rng.uniform(0, 24, 12).astype(np.float32)
        print(day, t.allocate(vl, eta).tolist())


if __name__ == "__main__":
    main()
