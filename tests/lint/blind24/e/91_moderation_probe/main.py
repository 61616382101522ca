import numpy as np
import jax

from probe import build_probe, probe_logits


def main():
    rng = np.random.default_rng(0)
    for run in range(5):
        probe = build_probe(jax.random.PRNGKey(run))
        feats = rng.standard_normal((32, 24)).astype(np.float32)
        logits = probe_logits(probe, feats)
        print(run, round(float(logits.mean()), 4))


if __name__ == "__main__":
    main()
