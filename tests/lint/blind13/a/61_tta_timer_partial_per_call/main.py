import jax
import jax.numpy as jnp
import numpy as np

from utils import summary, timed


def tta_classify(params, images, hflip=True, shifts=(0, 1)):
    """Average class probabilities over flipped / shifted copies of each image."""
    views = [images]
    if hflip:
        views.append(images[:, :, ::-1])
    views += [jnp.roll(images, s, axis=1) for s in shifts if s]
    probs = [jax.nn.softmax(v.reshape(v.shape[0], -1) @ params) for v in views]
    return jnp.mean(jnp.stack(probs), 0)


def main():
    rng = np.random.default_rng(0)
    params = jnp.asarray(rng.normal(size=(8 * 8 * 3, 10)) * 0.05, jnp.float32)
    classify = timed(tta_classify, hflip=True, shifts=(0, 1, 2))
    for request_id in range(6):
        images = rng.normal(size=(4, 8, 8, 3)).astype(np.float32)
        probs = classify(params, images)
        print(f"request {request_id}: top class {np.asarray(probs.argmax(-1))}")
    calls, mean_s = summary()["tta_classify"]
    print(f"{calls} calls, steady-state {mean_s * 1e3:.2f} ms/call")


if __name__ == "__main__":
    main()
