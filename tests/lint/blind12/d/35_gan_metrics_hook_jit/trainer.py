import jax
import jax.numpy as jnp
import optax


def generator(params, z):
    return jnp.tanh(z @ params["g1"]) @ params["g2"]


def critic(params, x):
    return jnp.tanh(x @ params["c1"]) @ params["c2"]


class WGANTrainer:
    def __init__(self, params, callbacks=(), lr=1e-3, latent=4):
        self.params = params
        self.callbacks = list(callbacks)
        self.latent = latent
        self.opt = optax.rmsprop(lr)
        self.opt_state = self.opt.init(params)
        self._step = jax.jit(self._train_step)

    def _train_step(self, params, opt_state, real, key):
        z = jax.random.normal(key, (real.shape[0], self.latent))

        def critic_loss(p):
            return jnp.mean(critic(p, generator(p, z))) - jnp.mean(critic(p, real))

        def gen_loss(p):
            return -jnp.mean(critic(p, generator(p, z)))

        g_c = jax.grad(critic_loss)(params)
        g_g = jax.grad(gen_loss)(params)
        grads = {k: (g_c[k] if k.startswith("c") else g_g[k]) for k in params}
        updates, opt_state = self.opt.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, z

    def fit(self, batches, key):
        for step, real in enumerate(batches):
            key, sub = jax.random.split(key)
            self.params, self.opt_state, z = self._step(self.params, self.opt_state, real, sub)
            samples = generator(self.params, z)
            for cb in self.callbacks:
                cb(step, samples)
