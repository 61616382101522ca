import jax
import jax.numpy as jnp


def spike_and_gradient_flags(temp, pres):
    # Argo real-time QC style spike and gradient tests on one profile
    mid = temp[1:-1]
    spike = jnp.abs(mid - (temp[2:] + temp[:-2]) / 2) - jnp.abs((temp[2:] - temp[:-2]) / 2)
    spike_thr = jnp.where(pres[1:-1] < 500, 6.0, 2.0)
    grad = jnp.abs(mid - (temp[2:] + temp[:-2]) / 2)
    grad_thr = jnp.where(pres[1:-1] < 500, 9.0, 3.0)
    bad = (spike > spike_thr) | (grad > grad_thr)
    return jnp.concatenate([jnp.zeros(1, bool), bad, jnp.zeros(1, bool)])


class RealtimeQC:
    def __init__(self):
        self._batched = jax.jit(jax.vmap(spike_and_gradient_flags))

    def run(self, temps, pres):
        return self._batched(temps, pres)
