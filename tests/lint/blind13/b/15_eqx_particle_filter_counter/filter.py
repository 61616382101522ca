import equinox as eqx
import jax
import jax.numpy as jnp


class BootstrapFilter(eqx.Module):
    particles: jax.Array
    log_weights: jax.Array
    process_sd: float
    obs_sd: float
    t: int = 0

    def predict(self, key):
        drift = 0.9 * self.particles + 0.5 * jnp.sin(0.3 * self.t)
        noise = self.process_sd * jax.random.normal(key, self.particles.shape)
        return eqx.tree_at(lambda f: f.particles, self, drift + noise)

    def update(self, y):
        ll = -0.5 * ((y - self.particles) / self.obs_sd) ** 2
        return eqx.tree_at(lambda f: f.log_weights, self, self.log_weights + ll)

    def resample(self, key):
        w = jax.nn.softmax(self.log_weights)
        idx = jax.random.choice(key, w.shape[0], (w.shape[0],), p=w)
        return eqx.tree_at(lambda f: (f.particles, f.log_weights), self,
                           (self.particles[idx], jnp.zeros_like(self.log_weights)))

    def estimate(self):
        w = jax.nn.softmax(self.log_weights)
        return jnp.sum(w * self.particles)


@eqx.filter_jit
def filter_step(pf, key, y):
    k1, k2 = jax.random.split(key)
    pf = pf.predict(k1).update(y)
    est = pf.estimate()
    pf = pf.resample(k2)
    return eqx.tree_at(lambda f: f.t, pf, pf.t + 1), est
