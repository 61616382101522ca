import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np

CONTEXT, HORIZON, MAX_BATCH = 48, 12, 8


def _forward(history):
    x = jax.nn.gelu(hk.Linear(32)(history))
    return hk.Linear(HORIZON)(x)


_model = hk.without_apply_rng(hk.transform(_forward))
_predict = jax.jit(_model.apply)


class ForecastService:
    def __init__(self, seed=0):
        self.params = _model.init(jax.random.PRNGKey(seed), jnp.zeros((1, CONTEXT)))
        self.queue = []

    def submit(self, meter_id, history):
        self.queue.append((meter_id, history))

    def flush(self):
        """Answer all queued requests, MAX_BATCH at a time, padding the last group."""
        answers = {}
        while self.queue:
            group, self.queue = self.queue[:MAX_BATCH], self.queue[MAX_BATCH:]
            batch = np.zeros((MAX_BATCH, CONTEXT), np.float32)
            for row, (_, hist) in enumerate(group):
                batch[row] = hist
            preds = np.asarray(_predict(self.params, batch))
            for row, (meter_id, _) in enumerate(group):
                answers[meter_id] = preds[row]
        return answers
