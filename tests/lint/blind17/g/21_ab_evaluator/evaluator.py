import jax
import jax.numpy as jnp


class ABEvaluator:
    def __init__(self, n_bootstrap=200, seed=0):
        self.n_bootstrap = n_bootstrap
        self.key = jax.random.PRNGKey(seed)

    def _lift_ci(self, key, control, treatment):
        n_c, n_t = control.shape[0], treatment.shape[0]
        kc, kt = jax.random.split(key)
        ic = jax.random.randint(kc, (self.n_bootstrap, n_c), 0, n_c)
        it = jax.random.randint(kt, (self.n_bootstrap, n_t), 0, n_t)
        lift = treatment[it].mean(axis=1) - control[ic].mean(axis=1)
        return jnp.percentile(lift, jnp.array([2.5, 50.0, 97.5]))

    @property
    def lift_ci(self):
        return jax.jit(self._lift_ci)

    def evaluate(self, control, treatment):
        self.key, sub = jax.random.split(self.key)
        return self.lift_ci(sub, control, treatment)
