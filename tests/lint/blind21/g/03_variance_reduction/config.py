class CupedConfig:
    def __init__(self, winsor_quantile=0.99, use_covariate=True):
        self.winsor_quantile = winsor_quantile
        self.use_covariate = use_covariate
