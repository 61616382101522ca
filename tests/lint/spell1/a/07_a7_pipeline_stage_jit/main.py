import jax.numpy as jnp
import numpy as np

from pipeline import Pipeline, clip_outliers, standardize


def sensor_chunks(n_chunks, rows=32, cols=5, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_chunks):
        yield rng.standard_t(df=3, size=(rows, cols)).astype(np.float32)


if __name__ == "__main__":
    log_scale = lambda b: jnp.sign(b) * jnp.log1p(jnp.abs(b))
    pipe = Pipeline().map(standardize).map(clip_outliers).map(log_scale)
    stats = [float(pipe(chunk).std()) for chunk in sensor_chunks(6)]
    print(np.round(stats, 3))
