import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import RetrievalEval

NUM_CAPTIONS = 6
FEAT = 10


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"proj": jax.random.normal(k1, (FEAT, 8)) * 0.1,
            "captions": jax.random.normal(k2, (NUM_CAPTIONS, 8)) * 0.1}


@jax.jit
def predict(params, frames):
    video = frames.mean(axis=1) @ params["proj"]
    return video @ params["captions"].T


def loss_fn(params, frames, caption_ids):
    scores = predict(params, frames)
    return optax.softmax_cross_entropy_with_integer_labels(scores, caption_ids).mean()


tx = optax.adam(5e-2)


@jax.jit
def train_step(params, opt_state, frames, caption_ids):
    loss, grads = jax.value_and_grad(loss_fn)(params, frames, caption_ids)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    frames = rng.standard_normal((NUM_CAPTIONS, 5, FEAT)).astype(np.float32)
    caption_ids = np.arange(NUM_CAPTIONS)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    evaluator = RetrievalEval(predict, every=3, frames=frames, caption_ids=caption_ids)
    for step in range(9):
        batch = frames + 0.1 * rng.standard_normal(frames.shape).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, batch, caption_ids)
        probe = predict(params, batch)
        evaluator(step, params)
    print("recall@1 history", evaluator.history, "last loss", float(loss), probe.shape)


if __name__ == "__main__":
    main()
