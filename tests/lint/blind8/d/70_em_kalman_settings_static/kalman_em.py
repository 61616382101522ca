from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class NoiseSettings(NamedTuple):
    state_var: float
    obs_var: float


@partial(jax.jit, static_argnames=("noise",))
def smooth(ys, noise: NoiseSettings):
    q, r = noise.state_var, noise.obs_var

    def fwd(carry, y):
        m, p = carry
        p_pred = p + q
        k = p_pred / (p_pred + r)
        m, p = m + k * (y - m), (1 - k) * p_pred
        return (m, p), (m, p, p_pred)

    _, (ms, ps, pps) = jax.lax.scan(fwd, (ys[0], jnp.float32(10.0)), ys)

    def bwd(carry, inp):
        ms_next, ps_next = carry
        m, p, pp_next = inp
        g = p / pp_next
        m_s = m + g * (ms_next - m)
        p_s = p + g**2 * (ps_next - pp_next)
        return (m_s, p_s), (m_s, p_s, g)

    _, (msm, psm, gs) = jax.lax.scan(bwd, (ms[-1], ps[-1]), (ms[:-1], ps[:-1], pps[1:]), reverse=True)
    msm = jnp.append(msm, ms[-1])
    psm = jnp.append(psm, ps[-1])
    return msm, psm, gs


class LocalLevelEM:
    def __init__(self, state_var=1.0, obs_var=1.0):
        self.noise = NoiseSettings(state_var, obs_var)

    def step(self, ys):
        msm, psm, gs = smooth(ys, self.noise)
        obs_var = float(jnp.mean((ys - msm) ** 2 + psm))
        lag_cov = gs * psm[1:]
        state_var = float(jnp.mean((msm[1:] - msm[:-1]) ** 2 + psm[1:] + psm[:-1] - 2 * lag_cov))
        self.noise = NoiseSettings(state_var, obs_var)
        return self.noise
