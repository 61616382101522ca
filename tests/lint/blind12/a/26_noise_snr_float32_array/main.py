import numpy as np

from augment import SNRCurriculum, mix_at_snr

SR = 8000


def speech_like(rng, seconds=0.5):
    t = np.arange(int(SR * seconds)) / SR
    envelope = 0.5 * (1 + np.sin(2 * np.pi * 3 * t))
    return (envelope * np.sin(2 * np.pi * 220 * t)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    curriculum = SNRCurriculum(start_db=20.0)
    for step in range(6):
        clean = speech_like(rng)
        noise = rng.standard_normal(clean.shape).astype(np.float32)
        noisy = mix_at_snr(clean, noise, curriculum.current_db)
        residual = noisy - clean
        est_snr = 10 * np.log10(np.mean(clean ** 2) / np.mean(np.asarray(residual) ** 2))
        curriculum.update(est_snr)
        print(f"step {step}: target {float(curriculum.current_db):.1f} dB, measured {est_snr:.1f} dB")


if __name__ == "__main__":
    main()
