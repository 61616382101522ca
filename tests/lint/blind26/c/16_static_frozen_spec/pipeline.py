from frontend import MelSpec, frame_energy


def featurize(wav, win=64, hop=32):
    return frame_energy(wav, spec=MelSpec(win=win, hop=hop))
