import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class Trainer:
    def __init__(self, model, sample_batch, lr=1e-3, seed=0):
        self.model = model
        self.rng = jax.random.PRNGKey(seed)
        params = model.init({"params": self.rng}, sample_batch["ids"], train=False)["params"]
        self.state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(lr))
        self._step = jax.jit(self._train_step)
        self.sample_batch = sample_batch

    def _train_step(self, state, batch, step):
        dropout_rng = jax.random.fold_in(self.rng, step)

        def loss_fn(params):
            logits = state.apply_fn({"params": params}, batch["ids"], train=True,
                                    rngs={"dropout": dropout_rng})
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    def precompile(self):
        """Trace and compile the step once before the data pipeline starts."""
        self._step(self.state, self.sample_batch, 0)

    def fit(self, batches, num_steps):
        for step, batch in zip(range(num_steps), batches):
            self.state, loss = self._step(self.state, batch, step)
        return float(loss)
