class SurveyDesign:
    def __init__(self, n_visits, detection_method):
        self.n_visits = n_visits
        self.detection_method = detection_method
