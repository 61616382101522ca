import jax
import jax.numpy as jnp
import numpy as np


def sensor_batches(n_batches, rows=32, cols=5, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        x = rng.normal(loc=20.0, scale=3.0, size=(rows, cols)).astype(np.float32)
        x[rng.uniform(size=x.shape) < 0.1] = np.nan
        yield x


class StreamingImputer:
    def __init__(self):
        self.history = []

    def transform(self, batch):
        self.history.append(np.nanmedian(batch, axis=0))
        fill = np.median(np.stack(self.history), axis=0)
        impute = jax.jit(lambda x: jnp.where(jnp.isnan(x), fill, x))
        return impute(batch)


def main():
    imputer = StreamingImputer()
    for i, batch in enumerate(sensor_batches(6)):
        clean = imputer.transform(batch)
        print(f"batch {i}: nans before={int(np.isnan(batch).sum())} after={int(jnp.isnan(clean).sum())}")


if __name__ == "__main__":
    main()
