import numpy as np

from config import BeamConfig
from fem import assemble_chain, natural_frequencies


def damage_scenarios(cfg):
    yield "intact", np.ones(cfg.n_elements)
    for loc in (3, 10, 16):
        f = np.ones(cfg.n_elements)
        f[loc] = 0.7
        yield f"crack@{loc}", f


def main():
    cfg = BeamConfig()
    baseline = None
    for name, factors in damage_scenarios(cfg):
        K, m = assemble_chain(cfg, factors)
        freqs = np.asarray(natural_frequencies(K, m, n_modes=cfg.n_modes))
        if baseline is None:
            baseline = freqs
        shift = 100 * (freqs - baseline) / baseline
        print(name, np.round(freqs, 3), np.round(shift, 2))


if __name__ == "__main__":
    main()
