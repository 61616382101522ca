from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from panel import PANEL, acquire, channel_stats


@partial(jax.jit, static_argnames=("channels", "cofactor"))
def gate_t_cells(events, medians, channels, cofactor):
    assert channels[:3] == ("CD3", "CD4", "CD8")
    x = jnp.arcsinh(events / cofactor)
    ref = jnp.arcsinh(medians / cofactor)
    z = x - ref
    cd3_pos = z[:, 0] > 0.5
    return jnp.mean(cd3_pos & (z[:, 1] > 0)), jnp.mean(cd3_pos & (z[:, 2] > 0))


def main():
    rng = np.random.default_rng(0)
    for sample in range(5):
        events = acquire(rng)
        cd4, cd8 = gate_t_cells(events, medians=channel_stats(events),
                                channels=tuple(PANEL["channels"]), cofactor=PANEL["cofactor"])
        print(sample, round(float(cd4), 3), round(float(cd8), 3))


if __name__ == "__main__":
    main()
