from data import n_valid_frames, SR, clip_stream
from features import log_mel, mel_filterbank


def main():
    fb = mel_filterbank(SR)
    stats = []
    for clip, n in clip_stream(count=5):
        mel = log_mel(clip, fb)
        valid = n_valid_frames(n)
        stats.append(float(mel[:valid].mean()))
    print("mean log-mel per clip:", [round(s, 3) for s in stats])


if __name__ == "__main__":
    main()
