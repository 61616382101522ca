import numpy as np

from noise_floor import NoiseFloorTracker

SR, FRAME, BLOCK = 16000, 400, 64


def frame_levels_db(block):
    frames = block.reshape(-1, FRAME)
    return (10 * np.log10(np.mean(frames**2, axis=1) + 1e-10)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    tracker = NoiseFloorTracker()
    for b in range(6):
        noise = 0.01 * (1 + 0.1 * b) * rng.standard_normal(BLOCK * FRAME)
        speech_on = rng.random(BLOCK) < 0.4
        speech = np.repeat(speech_on, FRAME) * 0.3 * np.sin(np.arange(BLOCK * FRAME) * 0.05)
        levels = frame_levels_db(noise + speech)
        vad = (~speech_on).astype(np.float32)
        tracker.update(levels, vad)
        print(f"block {b} noise floor {tracker.level_db:.2f} dB")


if __name__ == "__main__":
    main()
