import jax
import jax.numpy as jnp

Q = 3


@jax.jit
def heat_bath_sweep(state, beta, key):
    L = state.shape[0]
    ii, jj = jnp.meshgrid(jnp.arange(L), jnp.arange(L), indexing="ij")
    for parity in (0, 1):
        key, sub = jax.random.split(key)
        nbrs = jnp.stack([jnp.roll(state, s, a) for s in (1, -1) for a in (0, 1)])
        counts = jnp.stack([(nbrs == q).sum(0) for q in range(Q)], axis=-1)
        new = jax.random.categorical(sub, beta * counts)
        mask = ((ii + jj) % 2) == parity
        state = jnp.where(mask, new, state)
    return state, key


@jax.jit
def measure(state):
    e = -sum(((state == jnp.roll(state, 1, a)).sum() for a in (0, 1)))
    fractions = jnp.stack([(state == q).mean() for q in range(Q)])
    m = (Q * fractions.max() - 1.0) / (Q - 1.0)
    return {"energy": e.astype(jnp.float32), "order": m, "order2": m * m}


@jax.jit
def accumulate(stats, obs):
    return jax.tree_util.tree_map(jnp.add, stats, obs)


class PottsRun:
    def __init__(self, L, beta, seed=0):
        self.key = jax.random.PRNGKey(seed)
        self.state = jnp.zeros((L, L), dtype=jnp.int32)
        self.beta = beta
        self.stats = jax.tree_util.tree_map(jnp.zeros_like, measure(self.state))
        self.n_meas = 0

    def run(self, n_therm, n_meas):
        for _ in range(n_therm):
            self.state, self.key = heat_bath_sweep(self.state, self.beta, self.key)
        for _ in range(n_meas):
            self.state, self.key = heat_bath_sweep(self.state, self.beta, self.key)
            self.stats = accumulate(self.stats, measure(self.state))
            self.n_meas += 1
        return {k: float(v) / self.n_meas for k, v in self.stats.items()}
