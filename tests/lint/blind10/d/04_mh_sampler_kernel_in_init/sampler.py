import jax
import jax.numpy as jnp


class RandomWalkMetropolis:
    def __init__(self, log_prob, step_size=0.1):
        self.log_prob = log_prob
        self.step_size = step_size
        self._kernel = jax.jit(self._transition)

    def _transition(self, key, position, logp):
        k_prop, k_acc = jax.random.split(key)
        proposal = position + self.step_size * jax.random.normal(k_prop, position.shape)
        logp_prop = self.log_prob(proposal)
        accept = jnp.log(jax.random.uniform(k_acc)) < logp_prop - logp
        position = jnp.where(accept, proposal, position)
        logp = jnp.where(accept, logp_prop, logp)
        return position, logp, accept

    @property
    def kernel(self):
        return self._kernel

    def run(self, key, init_position, num_samples):
        position = init_position
        logp = self.log_prob(position)
        samples, accepts = [], []
        for key_i in jax.random.split(key, num_samples):
            position, logp, accepted = self.kernel(key_i, position, logp)
            samples.append(position)
            accepts.append(accepted)
        return jnp.stack(samples), jnp.mean(jnp.stack(accepts))
