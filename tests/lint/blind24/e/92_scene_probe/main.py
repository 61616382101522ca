import numpy as np
import jax

from probe import build_scene_probe, scene_probe_logits


def main():
    rng = np.random.default_rng(0)
    for fold in range(4):
        probe = build_scene_probe(jax.random.PRNGKey(fold))
        feats = rng.standard_normal((32, 24)).astype(np.float32)
        logits = scene_probe_logits(probe, feats)
        print(fold, round(float(logits.mean()), 4))


if __name__ == "__main__":
    main()
