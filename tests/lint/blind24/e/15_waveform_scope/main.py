import numpy as np

from scopes import ScopeSettings, waveform


def render_scope(frame):
    return waveform(frame, settings=ScopeSettings(bins=64, legal_range=True))


def main():
    rng = np.random.default_rng(2)
    clipped = 0
    for i in range(6):
        frame = rng.uniform(0, 1, (24, 40, 3)).astype(np.float32)
        wf = render_scope(frame)
        clipped += int(np.asarray(wf)[-1].sum())
    print("samples at top of range", clipped)


if __name__ == "__main__":
    main()
