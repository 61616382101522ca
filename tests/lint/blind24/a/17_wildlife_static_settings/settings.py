class SurveySettings:
    def __init__(self, detection_prob, n_visits):
        self.detection_prob = detection_prob
        self.n_visits = n_visits
