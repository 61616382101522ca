import jax.numpy as jnp
import numpy as np

from evaluation import SplitEvaluator


def make_split(rng, n):
    x = rng.uniform(-2, 2, n).astype(np.float32)
    y = (np.sin(2 * x) + (0.1 + 0.2 * np.abs(x)) * rng.normal(size=n)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    rng = np.random.default_rng(8)
    evaluator = SplitEvaluator({"train": make_split(rng, 512), "holdout": make_split(rng, 128)})
    # stand-in for a heteroscedastic regressor whose noise estimate improves over epochs
    for epoch in range(5):
        noise_scale = 0.3 / (epoch + 1) + 0.02
        report = evaluator(lambda x: (jnp.sin(2 * x), jnp.log(noise_scale + 0.2 * jnp.abs(x))))
        print(epoch, {k: (round(a, 3), round(b, 3)) for k, (a, b) in report.items()})


if __name__ == "__main__":
    main()
