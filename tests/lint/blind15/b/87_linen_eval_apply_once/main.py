import jax
import jax.numpy as jnp
import numpy as np

from evaluate import evaluate
from model import CharLM

if __name__ == "__main__":
    model = CharLM()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8), jnp.int32))
    rng = np.random.default_rng(0)
    batches = [rng.integers(0, 64, (4, 17)).astype(np.int32) for _ in range(4)]
    print("ppl", evaluate(model, params, batches))
