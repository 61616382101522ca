import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class ColorField(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.gelu(nn.Dense(32)(x))
        return nn.sigmoid(nn.Dense(3)(h))


class SceneTrainer:
    def __init__(self, key, lr=1e-3, n_samples=8):
        self.model = ColorField()
        self.params = self.model.init(key, jnp.zeros((1, 3)))
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(self.params)
        self.n_samples = n_samples
        self._step = jax.jit(self._train_step)

    def _colors(self, params, origins, dirs):
        t = jnp.linspace(0.5, 2.5, self.n_samples)
        pts = origins[:, None] + dirs[:, None] * t[:, None]
        return jnp.mean(self.model.apply(params, pts), axis=1)

    def _train_step(self, params, opt_state, origins, dirs, target):
        loss, grads = jax.value_and_grad(lambda p: jnp.mean((self._colors(p, origins, dirs) - target) ** 2))(params)
        updates, opt_state = self.tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit_batch(self, origins, dirs, target):
        self.params, self.opt_state, loss = self._step(self.params, self.opt_state, origins, dirs, target)
        return loss

    def render_view(self, origins, dirs):
        @jax.jit
        def render(params, o, d):
            return self._colors(params, o, d)

        return render(self.params, origins, dirs)
