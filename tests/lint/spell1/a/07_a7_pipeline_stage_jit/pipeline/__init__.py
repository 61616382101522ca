from .stages import Pipeline, clip_outliers, standardize
