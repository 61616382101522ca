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
        scores = field_scores(jnp.asarray(form["tokens"]), queries, field_names=SCHEMA)
        kept = {k: round(float(scores[k]), 3) for k in form["fields"]}
        print(kept)


if __name__ == "__main__":
    main()
