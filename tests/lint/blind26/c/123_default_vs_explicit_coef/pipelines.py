from dsp import preemphasis_energy


def asr_frontend(wav):
    return preemphasis_energy(wav)


def phonetics_frontend(wav, cfg):
    return preemphasis_energy(wav, coef=cfg["preemph"])
