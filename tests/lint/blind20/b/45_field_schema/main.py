import jax
import jax.numpy as jnp
import numpy as np

from extract import field_scores

SCHEMA = ("invoice_no", "date", "total", "vendor", "iban")
N_TOKENS, EMB = 40, 8


def synth_forms(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        present = [f for f in SCHEMA if rng.random() < 0.7]
        yield {"tokens": rng.standard_normal((N_TOKENS, EMB)).astype(np.float32), "fields": present}


def main():
    queries = jax.random.normal(jax.random.PRNGKey(0), (len(SCHEMA), EMB))
    for form in synth_forms(6):
        names = tuple(form["fields"])
        idx = jnp.asarray([SCHEMA.index(n) for n in names] or [0], jnp.int32)
        scores = field_scores(jnp.asarray(form["tokens"]), queries[idx], field_names=names)
        print({k: round(float(v), 3) for k, v in scores.items()})


if __name__ == "__main__":
    main()
