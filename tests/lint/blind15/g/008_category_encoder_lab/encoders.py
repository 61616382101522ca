import numpy as np


class OneHotEncoder:
    def fit(self, values):
        self.categories_ = np.unique(values)
        return self

    def transform(self, values):
        return (values[:, None] == self.categories_[None, :]).astype(np.float32)

    def fit_transform(self, values):
        return self.fit(values).transform(values)
