class EMGProcessing:
    def __init__(self, hp_cut=20.0, lp_cut=6.0, fs=2000.0):
        self.hp_cut = hp_cut
        self.lp_cut = lp_cut
        self.fs = fs
